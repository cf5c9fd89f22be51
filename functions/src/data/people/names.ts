import { store } from '../core/store';
import './user.entity';

/**
 * Access pattern: the printed names of a few people by id (one BatchGet of their profiles): first and last name,
 * else e-mail. An id without a profile is left out. The caller bounds the list (an audit's people, a report's).
 */
export async function printedNames(ids: readonly string[]): Promise<Record<string, string>> {
  const unique = [...new Set(ids.filter(Boolean))];
  if (unique.length === 0) return {};
  const { data } = await store()
    .user.get(unique.map((id) => ({ id })))
    .go();
  return Object.fromEntries(data.map((p) => [p.id, [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email]));
}
