-- Groups of one set (the 实战群 of a campaign: "每人限加入一个实战群") take each user once: a member
-- row carries its group's set, and one user has at most one row per non-empty set, so two joins
-- of two groups of one set at once cannot both succeed.
ALTER TABLE chat_groups ADD COLUMN exclusive_set text NOT NULL DEFAULT '';
ALTER TABLE chat_group_members ADD COLUMN exclusive_set text NOT NULL DEFAULT '';
CREATE UNIQUE INDEX chat_group_members_one_per_set_idx
  ON chat_group_members (exclusive_set, softuser_id)
  WHERE exclusive_set <> '';
