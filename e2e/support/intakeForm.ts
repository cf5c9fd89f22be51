import type { Page } from '@playwright/test';

/** What /intake-form says for each required field when it is sent empty (spec §2). */
export const INTAKE_REQUIRED_MESSAGES = [
  'Full name is required',
  'Company name is required',
  'Role is required',
  'Invalid email address',
  'Trial phase is required',
  'Please provide details about your project scope',
  'Preferred consultation date is required',
  'Please select urgency level',
];

/** Fills the intake form's required fields (and ticks the NDA box), as Grace Hopper at `address`. */
export async function fillIntakeRequired(page: Page, address: string) {
  await page.getByLabel('Full Name *').fill('Grace Hopper');
  await page.getByLabel('Company Name *').fill('Compiler Therapeutics');
  await page.getByLabel('Your Role *').fill('VP Clinical Quality');
  await page.getByLabel('Email Address *').fill(address);
  await page.getByLabel('Clinical Trial Phase *').selectOption('phase-3');
  await page.getByLabel('Preferred Consultation Date *').fill('2030-03-14');
  await page.getByLabel('Project Scope *').fill('Inspection readiness for a Phase III oncology study across 12 sites.');
  await page.getByLabel('Urgency *').selectOption('urgent');
  await page.getByLabel(/An NDA is required/).check();
}
