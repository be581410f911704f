// §6.1–§6.3 deploying one EP army into a Country (strongest from Reserves, or its Over the Top tile
// when the Country already holds five armies), with the limits of R7/R8. Used by the chit's BFLUIS
// letters (§6.1), Random Entente Offensives (§5.4.6), US Assistance (§7.1.1.3) and a failed
// Kaiserschlacht (§10.7).
// OWNER: the §5/§6 engineer. Stub until implemented.
import { defineProc, pop } from '../core/flow.js';
import { emit } from '../core/events.js';
import type { CountryId } from '../../data/ids.js';

export interface DeployData {
  readonly country: CountryId;
  /** The rule that ordered the deployment, for the log. */
  readonly rule: string;
}

export const pushDeploy = defineProc<DeployData>('deploy', (st, f) => {
  pop(st);
  emit(st, { type: 'not-implemented', rule: f.d.rule, text: `Deployment into ${f.d.country}: not implemented yet` });
});
