import { notificationsSuite } from '#test/suites/notifications-suite.ts';

notificationsSuite(() => null);
