// Prices in RM (or Lira for Ottoman attacks), and the fixed DRMs and bonuses of the rules.

export const COSTS = {
  attack: 1, // §10.1 (or 1 Krupp/Kaisertreu point, §11.1, §11.2)
  redBaronGermanSkies: 1, // §10.1.1
  redBaronEntenteSkies: 2, // §10.1.1
  kaiserschlacht: 3, // §10.7
  kaiserschlachtRussia: 4, // §10.7.1, R28 (RM plus Krupp/Kaisertreu points within their geography)
  star: 1, // §5.4.1 Socialist agitation
  shamrock: 1, // §5.4.2 Irish Rising
  senussi: 1, // §5.4.3 Senussi Revolt
  airResearch: 1, // §9.3
  zeppelinNaval: 2, // §9.6 ④
  askariNaval: 1, // §12.2, R34
  uBoat: 2, // §13.1
  runner: 2, // §13.2, each
  siegfried: 2, // §13.3
  ottomanAttack: 1, // §12.6, in Lira
  bankMax: 1, // §14.1, R30: RM kept for next turn
  railway: 1, // §14.1, R30: RM sent to Turkey as 1 Lira with the railway in Bulgaria
} as const;

/** §9.2: +2 RM each Naval/Air Phase while Hinden-Luden is in Germany. */
export const HINDEN_LUDEN_BONUS = 2;

/** §10.7: a Kaiserschlacht attack has -1 (a Special-event +1 cancels it, §10.2). */
export const KAISERSCHLACHT_DRM = -1;

/** §5.3.1.1: the MEF in the Gallipoli box gives -1 to every Turkish attack. */
export const MEF_GALLIPOLI_DRM = -1;

/** §12.6.1: the Armenians tile gives -1 to CP attacks in Armenia. */
export const ARMENIANS_DRM = -1;
