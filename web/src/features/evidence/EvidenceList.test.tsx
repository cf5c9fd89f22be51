import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Evidence } from '@cq/shared/evidence/schemas';
import { callsTo, storeFakeSession, stubFetch } from '@/test/browser';
import { renderRoutes } from '@/test/render';
import { workspaceApi } from '@/test/workspace';
import { EvidenceList } from './EvidenceList';

const HASH = 'ab12cd34ef56'.padEnd(64, '0');
const file = (overrides: Partial<Evidence> = {}): Evidence => ({
  id: '0190a1b2-0000-7000-8000-00000000e001',
  target: { kind: 'capa', capaId: 'c1' },
  reportId: 'r1',
  name: 'retraining-log.pdf',
  size: 2048,
  type: 'application/pdf',
  sha256: HASH,
  uploadedBy: 'u1',
  uploaderName: 'Eve Dence',
  uploadedAt: '2026-11-20T10:00:00.000Z',
  superseded: false,
  supersededAt: null,
  supersededBy: null,
  supersededReason: null,
  version: 1,
  ...overrides,
});

function render(canRemove: boolean, files: Evidence[] = [file()]) {
  storeFakeSession();
  const fetchMock = stubFetch(workspaceApi({ 'GET /api/capas/c1/evidence': files }));
  renderRoutes(
    [
      {
        path: '/',
        element: <EvidenceList target={{ kind: 'capa', capaId: 'c1' }} label="CAPA c1" canRemove={canRemove} />,
      },
    ],
    '/',
  );
  return fetchMock;
}

describe('EvidenceList', () => {
  it('lists each file with size, uploader, time and a short hash whose title is the whole hash', async () => {
    render(true);
    const region = await screen.findByRole('region', { name: 'Evidence for CAPA c1 (1)' });
    const row = await within(region).findByRole('listitem');
    expect(row).toHaveTextContent('retraining-log.pdf');
    expect(row).toHaveTextContent('2 KB · Eve Dence');
    expect(row).toHaveTextContent('SHA-256 ab12cd34ef56…');
    expect(within(row).getByText('ab12cd34ef56…')).toHaveAttribute('title', HASH);
    expect(within(row).getByRole('button', { name: 'Download retraining-log.pdf' })).toBeEnabled();
    expect(await within(row).findByRole('button', { name: 'Remove retraining-log.pdf' })).toBeEnabled();
  });

  it('refuses a wrong kind or a file over 25 MB in the browser, with the API’s words, sending nothing', async () => {
    const fetchMock = render(true, []);
    const picker = await screen.findByLabelText('Attach file to CAPA c1');
    await userEvent.upload(picker, new File(['MZ'], 'setup.exe'), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Evidence must be a PDF, PNG, JPEG, WebP, DOCX, XLSX, CSV or TXT file',
    );
    const big = new File(['x'], 'scan.pdf');
    Object.defineProperty(big, 'size', { value: 25 * 1024 * 1024 + 1 });
    await userEvent.upload(picker, big);
    expect(await screen.findByRole('alert')).toHaveTextContent('Files must be at most 25 MB');
    expect(callsTo(fetchMock, '/api/evidence/uploads')).toEqual([]);
  });

  it('offers Mark superseded instead of Remove once files are kept for good', async () => {
    render(false);
    const row = await screen.findByRole('listitem');
    expect(await within(row).findByRole('button', { name: 'Mark superseded retraining-log.pdf' })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Mark superseded retraining-log.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this file superseded?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark superseded' }));
    expect(await within(dialog).findByText('Say why the file is superseded')).toBeInTheDocument();
  });
});
