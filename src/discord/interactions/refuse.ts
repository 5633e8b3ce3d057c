// Answers a refusal privately (nothing changed).
import type { AppFail } from '../../app/index.ts';
import { answerFailure } from '../common.ts';
import type { ClickRun } from './handler.ts';

export async function refuse(run: ClickRun, failure: AppFail, gameIdHint?: string): Promise<void> {
  await answerFailure(run.respond, failure, gameIdHint);
}
