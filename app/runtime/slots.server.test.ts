import { describe, expect, it } from "vitest";
import { Slots } from "./slots.server";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("Slots", () => {
  it("never runs more than its size, and takes the waiting in the order they came", async () => {
    const slots = new Slots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        slots.run(async () => {
          running++;
          most = Math.max(most, running);
          order.push(i);
          await tick();
          running--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(slots.counts()).toEqual({ running: 0, waiting: 0, peak: 2, mostWaiting: 8 });
  });

  it("gives the slot back when a job fails", async () => {
    const slots = new Slots(1);
    await expect(slots.run(() => Promise.reject(new Error("broken image")))).rejects.toThrow(
      "broken image",
    );
    await expect(slots.run(async () => "next")).resolves.toBe("next");
    expect(slots.counts()).toMatchObject({ running: 0, waiting: 0 });
  });
});
