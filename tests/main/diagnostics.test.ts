// Diagnostics on the player's machine (issue 35): the rotating log file, what reports reach it, and the text
// Help ▸ Copy diagnostics puts on the clipboard.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { diagnosticsText } from '../../main/diagnostics/diagnostics-text.js';
import { LOG_FILE_NAME, logsDir, RotatingLog } from '../../main/diagnostics/log-file.js';
import { reportProblem, setProblemSink } from '../../main/diagnostics/problems.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

afterAll(removeTempDirs);
afterEach(() => setProblemSink(null));

const clock = () => new Date('2026-11-28T08:00:00Z');

describe('the diagnostics log (issue 35)', () => {
  it('writes one line per problem, in userData/logs, and reads the last lines back', () => {
    const dir = logsDir(tempDir('kk-logs-'));
    const log = new RotatingLog(dir, { now: clock });
    expect(log.lastLines(5)).toEqual([]);
    log.write('main', 'first');
    log.write('window', 'a message\nover two lines');
    expect(readFileSync(join(dir, LOG_FILE_NAME), 'utf8')).toBe('2026-11-28T08:00:00.000Z main: first\n2026-11-28T08:00:00.000Z window: a message | over two lines\n');
    expect(log.lastLines(1)).toEqual(['2026-11-28T08:00:00.000Z window: a message | over two lines']);
  });

  it('rotates a full file and keeps only the newest ones', () => {
    const dir = logsDir(tempDir('kk-logs-'));
    const log = new RotatingLog(dir, { now: clock, maxBytes: 200, keep: 2 });
    for (let i = 0; i < 40; i++) log.write('main', `problem number ${i}`);
    expect(readdirSync(dir).sort()).toEqual(['kaiserkrieg.1.log', 'kaiserkrieg.2.log', 'kaiserkrieg.log']);
    for (const name of readdirSync(dir)) expect(readFileSync(join(dir, name)).length).toBeLessThanOrEqual(200);
    expect(log.lastLines(1)).toEqual(['2026-11-28T08:00:00.000Z main: problem number 39']);
  });

  it('never throws, even where it cannot write', () => {
    const file = join(tempDir('kk-logs-'), 'a-file');
    writeFileSync(file, 'not a folder');
    const blocked = new RotatingLog(join(file, 'logs'));
    expect(() => blocked.write('main', 'x')).not.toThrow();
    expect(blocked.lastLines(3)).toEqual([]);
    expect(readFileSync(file, 'utf8')).toBe('not a folder');
  });

  it('takes reports from anywhere in main once the app has installed it, and none before', () => {
    const got: string[] = [];
    reportProblem('advisor', new Error('lost'));
    setProblemSink((source, message) => got.push(`${source}: ${message}`));
    reportProblem('advisor', new Error('a worker stopped'));
    reportProblem('the game\'s resume', 'That is not a campaign of this library.');
    expect(got[0]).toMatch(/^advisor: a worker stopped \(at /);
    expect(got[1]).toBe('the game\'s resume: That is not a campaign of this library.');
    expect(got).toHaveLength(2);
  });
});

describe('Copy diagnostics (issue 35)', () => {
  it('says the versions, the rules edition, the system and the last log lines', () => {
    const text = diagnosticsText({ appVersion: '0.2.0', rulesEdition: 3, system: 'linux 6.8.0 (x64)', electron: '45.4.1', chrome: '140.0', node: '24.11.0', logLines: ['t main: x'] });
    expect(text).toBe('Kaiserkrieg 0.2.0\nRules edition 3\nSystem: linux 6.8.0 (x64)\nElectron 45.4.1 (Chromium 140.0, Node 24.11.0)\n\nLast 1 lines of the log:\nt main: x');
    expect(diagnosticsText({ appVersion: '0.2.0', rulesEdition: 3, system: 's', electron: 'e', chrome: 'c', node: 'n', logLines: [] })).toContain('The log is empty');
  });
});
