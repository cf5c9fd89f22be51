/**
 * Every entity lives in the one table of shared/src/table.ts and keeps the key formats the table already holds
 * (`template`, `casing: 'none'`), so data written before ElectroDB reads as before. Items written earlier carry
 * no ElectroDB identifiers, so entities own items by their key prefixes (`ignoreOwnership: true`) instead.
 */
export const MODEL = { service: 'cq', version: '1' } as const;
