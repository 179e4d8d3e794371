-- The four builder roles of CONTRACT section 8: editor (compose, submit for review), reviewer
-- (approve or reject), publisher (publish, roll back, schedule, whole phone numbers), admin
-- (everything, accounts). Until now a publisher could do everything, accounts included: every
-- publisher becomes an admin, so no account loses a right it had (an admin may demote it after).
ALTER TABLE editors DROP CONSTRAINT IF EXISTS editors_role_check;
ALTER TABLE editors ADD CONSTRAINT editors_role_check
  CHECK (role IN ('editor', 'reviewer', 'publisher', 'admin'));
UPDATE editors SET role = 'admin' WHERE role = 'publisher';

-- When each account last signed in (the accounts screen shows it); never, for a new account.
ALTER TABLE editors ADD COLUMN last_sign_in_at timestamptz;
