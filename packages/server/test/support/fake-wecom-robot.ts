import { startFakeServer } from './fake-http.ts';
import type { FakeAnswer } from './fake-http.ts';

/** The path 企业微信 serves group robots at. */
const ROBOT_PATH = '/cgi-bin/webhook/send';

export interface FakeWecomRobot {
  /** The robot's webhook address, as an admin pastes it (`…/send?key=…`). */
  url: string;
  /** The JSON bodies posted to it with its key, in arrival order. */
  received: () => unknown[];
  /** How it answers from now on: `{errcode: 0, errmsg: 'ok'}` unless told otherwise. */
  answer: (next: FakeAnswer) => void;
  close: () => Promise<void>;
}

/**
 * A 企业微信 group robot on 127.0.0.1: takes `POST /cgi-bin/webhook/send?key=<key>` with a JSON
 * message and answers as the real one does (`{"errcode":0,"errmsg":"ok"}`, or an errcode such as
 * 93000 for a wrong key), recording each message.
 */
export async function startFakeWecomRobot(key = 'test-robot-key'): Promise<FakeWecomRobot> {
  const server = await startFakeServer();
  let next: FakeAnswer = { body: { errcode: 0, errmsg: 'ok' } };
  server.handle(`POST ${ROBOT_PATH}`, () => next);
  return {
    url: `${server.baseUrl}${ROBOT_PATH}?key=${key}`,
    received: () =>
      server.requests
        .filter((request) => request.url === `${ROBOT_PATH}?key=${key}`)
        .map((request) => request.json),
    answer(given) {
      next = given;
    },
    close: () => server.close(),
  };
}
