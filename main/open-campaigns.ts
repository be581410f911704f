// Which session (a web host's tab, an Electron window) plays which campaign in this process. The campaign
// library's lock has one token per library, so every session sharing a library would "hold" a campaign's
// lock at once: this registry decides between them before the lock is asked (issue #28, one campaign per
// window). A campaign is held by one session at a time; another may take it over, and the first is told.

/** A session as the registry sees it: it gives up a campaign it plays when another session takes it over. */
export interface CampaignHolder<T> {
  /** Lets go of campaign `id` (and tells its player so); answers what it had of it in memory, or null. */
  surrender(id: string): Promise<T | null>;
  /** While the session is closing (its tab gone, or reloaded): done once it has let go of its campaign. */
  closing(): Promise<void> | null;
}

export class OpenCampaigns<T> {
  private readonly holders = new Map<string, CampaignHolder<T>>();

  /** Campaign `id` becomes `holder`'s, unless another session has it (false). */
  claim(id: string, holder: CampaignHolder<T>): boolean {
    const now = this.holders.get(id);
    if (now !== undefined && now !== holder) return false;
    this.holders.set(id, holder);
    return true;
  }

  /**
   * As claim, but a session that is closing is waited for first: a reloaded tab's old session lets go of its
   * campaign a moment after the new page asks for it, and that is no other tab.
   */
  async claimOnceClosed(id: string, holder: CampaignHolder<T>): Promise<boolean> {
    if (this.claim(id, holder)) return true;
    const closing = this.holders.get(id)?.closing();
    if (!closing) return false;
    await closing.catch(() => undefined);
    return this.claim(id, holder);
  }

  /** Whether a session other than `holder` has campaign `id` open. */
  heldByAnother(id: string, holder: CampaignHolder<T>): boolean {
    const now = this.holders.get(id);
    return now !== undefined && now !== holder;
  }

  /** `holder` lets go of campaign `id`; true when it was its (so its lock may go too). */
  release(id: string, holder: CampaignHolder<T>): boolean {
    if (this.holders.get(id) !== holder) return false;
    this.holders.delete(id);
    return true;
  }

  /** Campaign `id` becomes `holder`'s at once; the session that had it surrenders it (what it held, or null). */
  takeOver(id: string, holder: CampaignHolder<T>): Promise<T | null> {
    const previous = this.holders.get(id);
    this.holders.set(id, holder);
    return previous === undefined || previous === holder ? Promise.resolve(null) : previous.surrender(id);
  }
}

/** What a player reads when the campaign is already open in another session of this Kaiserkrieg. */
export const OPEN_IN_ANOTHER_TAB = 'This campaign is open in another tab (or window) of Kaiserkrieg. Take it over here to play it in this one: it then closes there, with every move kept.';

/** What the other session's player reads once it was taken over. */
export const TAKEN_BY_ANOTHER_TAB = 'This campaign was taken over in another tab (or window) of Kaiserkrieg and goes on there, with every move kept. Open it again from Campaigns to take it back.';
