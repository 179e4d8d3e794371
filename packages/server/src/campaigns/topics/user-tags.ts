import type { TopicRepository } from './topic-repository.ts';

/**
 * The portrait tags of a user: the stored ones, plus those derived from what the user holds
 * (`signed` any advisory contract, `holder` of a product in its service period, else `newcomer`),
 * so a rule on them stays true without a tagging job.
 */
export async function userTags(repo: TopicRepository, uid: number): Promise<Set<string>> {
  const [stored, signed, using] = await Promise.all([
    repo.storedTags(uid),
    repo.signedCount(uid),
    repo.using(uid),
  ]);
  const tags = new Set(stored);
  if (signed > 0) tags.add('signed');
  tags.add(using.length > 0 ? 'holder' : 'newcomer');
  return tags;
}
