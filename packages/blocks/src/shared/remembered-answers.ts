/**
 * The same promise for the same key while it is kept (the last `max` keys): a page is rendered
 * again and again with the same few inputs. A failure is not remembered: the next call asks again.
 */
export function rememberedAnswers<T>(max = 256) {
  const answers = new Map<string, Promise<T>>();
  return {
    get(key: string, ask: () => Promise<T>): Promise<T> {
      let answer = answers.get(key);
      if (answer) return answer;
      answer = ask();
      if (answers.size >= max) answers.delete(answers.keys().next().value as string);
      answers.set(key, answer);
      answer.catch(() => {
        if (answers.get(key) === answer) answers.delete(key);
      });
      return answer;
    },
    clear(): void {
      answers.clear();
    },
  };
}
