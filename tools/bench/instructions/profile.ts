// Where the instructions of ./workload.ts go, function by function, load-independent (valgrind's callgrind):
//   npx tsx tools/bench/instructions/profile.ts [randomGames=1000] [greedyGames=200] [rows=40]
// node runs with --perf-basic-prof, so the JIT's code, which callgrind knows only by address, is named from
// /tmp/perf-PID.map ("JS:*name file:line" of the bundle). V8's own builtins keep their names: a large
// Builtins_KeyedLoadIC_Megamorphic means records read by names that vary (st.loc[tile], COUNTRY_BY_ID[id]).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { callgrindWorkload } from '../callgrind.js';

const [randomGames = '1000', greedyGames = '200', rows = '40'] = process.argv.slice(2);

interface JitCode {
  readonly start: number;
  readonly size: number;
  readonly name: string;
}

function readPerfMap(pid: number): JitCode[] {
  const path = `/tmp/perf-${pid}.map`;
  const codes = readFileSync(path, 'utf8').split('\n').flatMap((line) => {
    const m = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line);
    return m ? [{ start: parseInt(m[1], 16), size: parseInt(m[2], 16), name: m[3] }] : [];
  });
  rmSync(path, { force: true });
  return codes.sort((a, b) => a.start - b.start);
}

/** The JIT code holding `address` (binary search over the sorted map), or null. */
function jitName(codes: readonly JitCode[], address: number): string | null {
  let lo = 0;
  let hi = codes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (codes[mid].start > address) hi = mid - 1;
    else if (address >= codes[mid].start + codes[mid].size) lo = mid + 1;
    else return codes[mid].name;
  }
  return null;
}

const workload = callgrindWorkload(join(dirname(fileURLToPath(import.meta.url)), 'workload.ts'));
try {
  const result = workload.count([randomGames, greedyGames], 'actions', ['--perf-basic-prof']);
  const codes = readPerfMap(result.pid);
  const annotated = execFileSync('callgrind_annotate', ['--inclusive=no', '--threshold=100', result.out], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const own = new Map<string, number>();
  for (const line of annotated.split('\n')) {
    const m = /^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$/.exec(line);
    if (!m || m[2].includes('PROGRAM TOTALS')) continue;
    const address = /\?\?\?:0x([0-9a-f]+)/.exec(m[2]);
    const name = (address && jitName(codes, parseInt(address[1], 16))) ?? m[2];
    own.set(name, (own.get(name) ?? 0) + Number(m[1].replaceAll(',', '')));
  }
  console.log(`${result.instructions} instructions, ${result.n} actions (${randomGames} random + ${greedyGames} greedy campaigns); own instructions by function:`);
  for (const [name, n] of [...own].sort((a, b) => b[1] - a[1]).slice(0, Number(rows))) {
    console.log(`${((100 * n) / result.instructions).toFixed(2).padStart(6)} %  ${name.slice(0, 140)}`);
  }
} finally {
  workload.dispose();
}
