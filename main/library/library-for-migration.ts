// What the old-save migration (migrate-saves.ts) needs of the campaign library, declared apart from both so
// that neither imports the other: the library (library.ts) has every member, and hands itself over.
import type { GameState, Options, PlainAction } from '../../shared/engine/index.js';
import type { Bookmark } from '../../shared/ipc.js';
import type { EnginePort } from '../engine-port.js';
import type { CampaignFiles } from './campaign-files.js';
import type { CampaignRecord } from './record.js';

export interface NewRecordInput {
  readonly seed: number;
  readonly options: Options;
  readonly actions?: readonly PlainAction[];
  readonly parent?: CampaignRecord['parent'];
  /** The name the player typed (New campaign), if any. */
  readonly name?: string;
  /** Where it came from (issue 31): written into the record as it is made. */
  readonly origin?: CampaignRecord['origin'];
  readonly bookmarks?: readonly Bookmark[];
  /** Where its dice changed (a branch with new dice, issue 31). */
  readonly newDice?: CampaignRecord['newDice'];
  /** Only fixtures and tests choose an id; the library makes one otherwise. */
  readonly id?: string;
  readonly started?: string;
}

/** The library as the migration uses it: its folder and files, its engine, and making and storing a record. */
export interface LibraryForMigration {
  readonly dir: string;
  readonly files: CampaignFiles;
  readonly engine: EnginePort;
  newRecord(input: NewRecordInput, state: GameState): CampaignRecord;
  create(record: CampaignRecord): Promise<void>;
}
