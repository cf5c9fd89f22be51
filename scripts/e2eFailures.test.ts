import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageSnapshot, printFailedPages } from './e2eFailures';

const context = (yaml: string) =>
  `# Test info\n\n- Name: x\n\n# Error details\n\n\`\`\`\nError: boom\n\`\`\`\n\n# Page snapshot\n\n\`\`\`yaml\n${yaml}\n\`\`\`\n\n# Test source\n\n\`\`\`ts\nconst a = 1;\n\`\`\`\n`;

describe('printFailedPages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the page snapshot, not the error or the source', () => {
    expect(pageSnapshot(context('- dialog "Delete post":\n  - button "Delete"'))).toBe(
      '- dialog "Delete post":\n  - button "Delete"',
    );
    expect(pageSnapshot('# Error details\n\n```\nError: boom\n```\n')).toBeNull();
  });

  it("prints each failed test's page, cut at 120 lines, and nothing without results", () => {
    const root = mkdtempSync(join(tmpdir(), 'e2e-failures-'));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    printFailedPages(root);
    expect(log).not.toHaveBeenCalled();

    mkdirSync(join(root, 'test-results', 'b-long'), { recursive: true });
    mkdirSync(join(root, 'test-results', 'a-short'), { recursive: true });
    mkdirSync(join(root, 'test-results', 'c-passed-with-trace'), { recursive: true });
    const long = Array.from({ length: 130 }, (_, i) => `- text: line ${i + 1}`).join('\n');
    writeFileSync(join(root, 'test-results', 'b-long', 'error-context.md'), context(long));
    writeFileSync(join(root, 'test-results', 'a-short', 'error-context.md'), context('- status: Loading…'));
    printFailedPages(root);

    const printed = log.mock.calls.map(([text]) => String(text));
    expect(printed).toHaveLength(2);
    expect(printed[0]).toBe('\n▷ the page when a-short failed:\n- status: Loading…');
    expect(printed[1]).toContain('- text: line 120\n… 10 more lines in ');
    expect(printed[1]).not.toContain('line 121');
  });
});
