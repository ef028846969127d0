import { describe, expect, it } from "vitest";
import { coalescedWrites } from "./coalesce-stream.server";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function collect(stream: ReturnType<typeof coalescedWrites>) {
  const out: string[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  return { out, ended };
}

describe("coalesced writes", () => {
  it("passes what is written in one turn on as one chunk, with every byte in order", async () => {
    const stream = coalescedWrites();
    const { out, ended } = collect(stream);
    for (const part of ["<!DOCTYPE html>", "<html>", "<head>", "é", "</head>"]) stream.write(part);
    await nextTurn();
    await nextTurn();
    expect(out).toEqual(["<!DOCTYPE html><html><head>é</head>"]);
    stream.end();
    await ended;
    expect(out).toEqual(["<!DOCTYPE html><html><head>é</head>"]);
  });

  it("still streams: what is written later goes out on its own, without waiting for the end", async () => {
    const stream = coalescedWrites();
    const { out, ended } = collect(stream);
    stream.write("shell");
    await nextTurn();
    await nextTurn();
    expect(out).toEqual(["shell"]);
    stream.write("late ");
    stream.write("boundary");
    await nextTurn();
    await nextTurn();
    expect(out).toEqual(["shell", "late boundary"]);
    stream.end();
    await ended;
  });

  it("ends with whatever was written last, once, and nothing after the end", async () => {
    const stream = coalescedWrites();
    const { out, ended } = collect(stream);
    stream.write("a");
    stream.end("b");
    await ended;
    await nextTurn();
    expect(out.join("")).toBe("ab");
    expect(out).toHaveLength(1);
  });
});
