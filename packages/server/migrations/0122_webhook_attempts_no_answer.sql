-- A webhook's attempts keep the receiver's status and how long it took, never what it answered:
-- a receiver address pointing inside the network made the log a way to read internal services'
-- answers. The excerpts already stored are wiped, then the column goes.
UPDATE webhook_attempts SET answer = '' WHERE answer <> '';
ALTER TABLE webhook_attempts DROP COLUMN answer;
