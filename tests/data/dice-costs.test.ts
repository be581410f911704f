import { describe, it, expect } from 'vitest';
import {
  ARMENIANS_DRM,
  COSTS,
  DIE,
  HINDEN_LUDEN_BONUS,
  KAISERSCHLACHT_DRM,
  MEF_GALLIPOLI_DRM,
} from '../../shared/data/index.js';
import { components } from './components-json.js';

/** A components.json dieRolls entry by rule number. */
function roll(rule: string) {
  const entry = components.dieRolls.find((d) => d.rule === rule);
  if (!entry) throw new Error(`no dieRolls entry ${rule}`);
  return entry;
}

describe('die values (RULINGS)', () => {
  it('R2 (§10.2): a natural 1 always fails and a natural 6 always succeeds', () => {
    expect(DIE.naturalFail).toBe(1);
    expect(DIE.naturalSuccess).toBe(6);
  });

  it('R9 (§5.3.1): a Gallipoli free attack beats the MEF on a die > 3', () => {
    expect(DIE.gallipoliBeats).toBe(3);
    expect(roll('5.3.1').success).toBe('> 3');
  });

  it('R8 (§6.2.1, §6.2.2): the French Mutiny and Siegfried Line rolls let the OTT through on 5–6 only', () => {
    expect(DIE.mutinyOttSucceeds).toEqual([5, 6]);
    expect(DIE.siegfriedOttSucceeds).toEqual([5, 6]);
    expect(roll('6.2.1').succeed).toEqual([5, 6]);
    expect(roll('6.2.2').succeed).toEqual([5, 6]);
  });

  it('R13 (§6.4, §6.5): Irish and Senussi are suppressed on a 6', () => {
    expect(DIE.irishSuppressed).toEqual([6]);
    expect(DIE.senussiSuppressed).toEqual([6]);
    expect(roll('6.4').success).toEqual([6]);
    expect(roll('6.5').success).toEqual([6]);
  });

  it('R25 (§9.4, §9.6): bombers and Zeppelin economic bombing 5–6 / 6; supply 5–6; naval bombing 4–6 / 6', () => {
    expect(DIE.germanBombers).toEqual({ germany: [5, 6], entente: [6] });
    expect(DIE.zeppelinEconomic).toEqual({ germany: [5, 6], entente: [6] });
    expect(DIE.zeppelinSupply).toEqual([5, 6]);
    expect(DIE.zeppelinNaval).toEqual({ germany: [4, 5, 6], entente: [6] });
    const split = (rule: string) => {
      const s = roll(rule).success as { germanAirSuperiority: number[]; ententeAirSuperiority: number[] };
      return { germany: s.germanAirSuperiority, entente: s.ententeAirSuperiority };
    };
    expect(split('9.4')).toEqual(DIE.germanBombers);
    expect(split('9.6.1')).toEqual(DIE.zeppelinEconomic);
    expect(split('9.6.4')).toEqual(DIE.zeppelinNaval);
    expect(roll('9.6.3').success).toEqual(DIE.zeppelinSupply);
  });

  it('§9.3: aircraft research shifts the roll by 1 and cannot change a natural 1 or 6', () => {
    expect(DIE.researchIneffectiveNaturals).toEqual([1, 6]);
    expect(DIE.airResearchShift).toBe(1);
  });

  it('R34 (§12.2, §12.3): the Askari naval build succeeds on a 6; Indians beat an Askari only on 2d6 = 12', () => {
    expect(DIE.askariNaval).toEqual([6]);
    expect(DIE.indiansVsAskari2d6).toEqual([12]);
    expect(roll('12.2').success).toEqual([6]);
    expect(roll('12.3').success).toEqual([12]);
  });

  it('R35 (§12.6.1–§12.6.3): genocide, Siege of Kut and the Kemal restriction all hinge on a natural 6', () => {
    expect(DIE.genocideNatural).toBe(6);
    expect(DIE.siegeOfKutNatural).toBe(6);
    expect(DIE.kemalCannotRerollNatural).toBe(6);
    expect(roll('12.6.1').value).toBe(6);
    expect(roll('12.6.2').value).toBe(6);
  });

  it('§12.6.1: after the genocide a neutral USA enters on 2d6 ≤ 3', () => {
    expect(DIE.genocideUsEntryMax2d6).toBe(3);
    expect(roll('12.6.1').thenUsEntryCheck).toContain('<= 3');
  });

  it('R36 (§13.1.1): Unrestricted Submarine Warfare brings the USA in on a 6', () => {
    expect(DIE.unrestrictedSubUsEntry).toEqual([6]);
    expect(roll('13.1.1').success).toEqual([6]);
  });
});

describe('costs and fixed modifiers (§9.2, §10, §13, §14.1)', () => {
  it('§10.1, §10.1.1, §10.7, R28: attack 1, Red Baron 1/2, Kaiserschlacht 3, vs Russia 4', () => {
    expect(COSTS.attack).toBe(1);
    expect(COSTS.redBaronGermanSkies).toBe(1);
    expect(COSTS.redBaronEntenteSkies).toBe(2);
    expect(COSTS.kaiserschlacht).toBe(3);
    expect(COSTS.kaiserschlachtRussia).toBe(4);
  });

  it('§5.4, §9.3, §9.6, §12.2, §12.6, §13: event, research, Zeppelin, Askari, Ottoman and build costs', () => {
    expect(COSTS).toMatchObject({
      star: 1,
      shamrock: 1,
      senussi: 1,
      airResearch: 1,
      zeppelinNaval: 2,
      askariNaval: 1,
      uBoat: 2,
      runner: 2,
      siegfried: 2,
      ottomanAttack: 1,
    });
  });

  it('R30 (§14.1): bank at most 1 RM and send 1 RM to Turkey by the railway', () => {
    expect(COSTS.bankMax).toBe(1);
    expect(COSTS.railway).toBe(1);
  });

  it('§9.2, §10.7, §5.3.1.1, §12.6.1: Hinden-Luden +2 RM; Kaiserschlacht, MEF and Armenians -1', () => {
    expect(HINDEN_LUDEN_BONUS).toBe(2);
    expect(KAISERSCHLACHT_DRM).toBe(components.drmRules.kaiserschlacht);
    expect(MEF_GALLIPOLI_DRM).toBe(components.drmRules.nearEast.mefAtGallipoli);
    expect(ARMENIANS_DRM).toBe(components.drmRules.nearEast.armeniansInArmenia);
    expect([KAISERSCHLACHT_DRM, MEF_GALLIPOLI_DRM, ARMENIANS_DRM]).toEqual([-1, -1, -1]);
  });
});
