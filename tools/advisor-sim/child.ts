// A worker process of the advisor's campaigns: reads campaign seeds from stdin (one a line), prints each
// finished campaign as one JSON line. Argument: the budget, then the rule options as JSON.
import { createInterface } from 'node:readline';
import { playAdvisorCampaign } from './campaign.js';

const budget = Number(process.argv[2]);
const options = JSON.parse(process.argv[3] ?? '{}') as object;
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === '') continue;
  process.stdout.write(JSON.stringify(playAdvisorCampaign(Number(line), budget, options)) + '\n');
}
