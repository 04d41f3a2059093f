import { type FindOperator, Raw } from 'typeorm';
import { escapeLike } from '../../common/crud';

/** What follows the admin's name in the name of a call made with one of their API keys. */
const KEY_MARK = ' [API key: ';

/** How audit entries and revisions name the author of a call made with an API key: the admin it acts as, and the key. */
export const apiKeyActorName = (adminUsername: string, keyName: string): string =>
  `${adminUsername}${KEY_MARK}${keyName}]`;

/**
 * The `username` condition of an actor filter: the entries under that name, and those made through any of that
 * admin's API keys (named by apiKeyActorName), so filtering by an admin shows what their scripts did too.
 */
export const byActor = (actor: string): FindOperator<string> =>
  Raw((column) => `(${column} = :actor OR ${column} LIKE :actorKeys ESCAPE '!')`, {
    actor,
    actorKeys: `${escapeLike(actor + KEY_MARK)}%`,
  });
