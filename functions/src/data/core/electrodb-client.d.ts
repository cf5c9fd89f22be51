/** ElectroDB's wrapper of a v3 document client (not in its typings): see electroClient.ts. */
declare module 'electrodb/src/client.js' {
  export class DocumentClientV3Wrapper {
    constructor(client: unknown, lib: object);
  }
}
