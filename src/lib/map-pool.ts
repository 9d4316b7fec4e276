/** Calls `work` on every element, `width` at a time, keeping their order in the results. */
export async function mapPool<T, R>(
  list: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(list.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < list.length; i = next++) results[i] = await work(list[i]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}
