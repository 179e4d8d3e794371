import { webhooksSuite } from '#test/suites/webhooks-suite.ts';

webhooksSuite(() => null);
