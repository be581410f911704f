// Help ▸ Copy diagnostics (issue 35): what a bug report needs, as plain text for the clipboard: versions, the
// system, and the log's last lines. No campaign, no file of the player's; the log itself holds none.
export interface DiagnosticsFacts {
  readonly appVersion: string;
  readonly rulesEdition: number;
  /** e.g. "Linux 6.8.0 (x64)". */
  readonly system: string;
  readonly electron: string;
  readonly chrome: string;
  readonly node: string;
  readonly logLines: readonly string[];
}

export function diagnosticsText(facts: DiagnosticsFacts): string {
  return [
    `Kaiserkrieg ${facts.appVersion}`,
    `Rules edition ${facts.rulesEdition}`,
    `System: ${facts.system}`,
    `Electron ${facts.electron} (Chromium ${facts.chrome}, Node ${facts.node})`,
    '',
    facts.logLines.length === 0 ? 'The log is empty: no problem was recorded.' : `Last ${facts.logLines.length} lines of the log:`,
    ...facts.logLines,
  ].join('\n');
}
