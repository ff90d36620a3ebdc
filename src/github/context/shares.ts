// Fair shares of a character budget (max-min fairness): items smaller than their share keep all they
// have, and what they leave over is split evenly among the bigger ones. Small files and short logs stay
// whole; only the big ones are cut, and all of them by the same amount.

export function fairShares(sizes: readonly number[], budget: number): number[] {
  const shares = sizes.map(() => 0);
  const order = sizes.map((_, index) => index).sort((a, b) => (sizes[a] ?? 0) - (sizes[b] ?? 0));
  let remaining = Math.max(0, budget);
  let left = order.length;
  for (const index of order) {
    const share = Math.floor(remaining / left);
    const size = sizes[index] ?? 0;
    const given = Math.min(size, share);
    shares[index] = given;
    remaining -= given;
    left--;
  }
  return shares;
}
