import type { Locator } from '@playwright/test';
import { expect, type Page } from './test';

/** A status move of a CAPA card: its button, then the same word in the confirmation it asks for. */
export async function moveCapa(page: Page, capa: Locator, label: string) {
  await capa.getByRole('button', { name: label }).click();
  const confirm = page.getByRole('dialog', { name: label });
  await confirm.getByRole('button', { name: label }).click();
  await expect(confirm).toHaveCount(0);
}

/**
 * A CAPA taken to closure as the rules ask (issue 20): root cause and corrective action written, work started,
 * an Effective check recorded with `notes`, verified, closed — each move confirmed.
 */
export async function closeCapa(page: Page, capa: Locator, notes: string, { started = false } = {}) {
  await capa.getByRole('button', { name: /^Edit/ }).click();
  await capa.getByLabel('Root cause').fill('Consent version not checked at the visit');
  await capa.getByLabel('Corrective action').fill('Re-consented the participants on the current version');
  // Replacing a root cause or action already written (an auditee's, say) needs a reason (21 CFR 11.10(e)).
  await capa.getByLabel('Reason for change', { exact: true }).fill('Root cause confirmed at the close-out review');
  await capa.getByRole('button', { name: 'Save CAPA' }).click();
  if (!started) await moveCapa(page, capa, 'Start Work');
  await capa.getByRole('button', { name: 'Record effectiveness check' }).click();
  const check = page.getByRole('dialog', { name: 'Record effectiveness check' });
  await check.getByLabel('Method').fill('Review of the next ten consents');
  await check.getByRole('radio', { name: 'Effective', exact: true }).check();
  await check.getByLabel(/Evidence or notes/).fill(notes);
  await check.getByRole('button', { name: 'Record check' }).click();
  await expect(check).toHaveCount(0);
  await moveCapa(page, capa, 'Mark Verified');
  await moveCapa(page, capa, 'Close CAPA');
}
