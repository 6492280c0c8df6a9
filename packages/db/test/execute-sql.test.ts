import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../src/client.ts";
import { testDatabases } from "../src/testing.ts";

describe.each(testDatabases())("DbHandle.executeSql on $name", ({ create }) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await create();
  });
  afterAll(() => handle.close());

  it("binds parameters and returns rows", async () => {
    const { rows } = await handle.executeSql("select $1::int + 1 as n, $2::text as word", [41, "hi"]);
    expect(rows).toEqual([{ n: 42, word: "hi" }]);
  });

  it("runs several statements without parameters and answers the last one's rows", async () => {
    const { rows } = await handle.executeSql(
      "create temp table exec_probe (n int); insert into exec_probe values (7); select n from exec_probe",
    );
    expect(rows).toEqual([{ n: 7 }]);
  });

  it("tells pg-boss where Postgres is, and nothing on PGlite", () => {
    if (handle.kind === "postgres") expect(handle.databaseUrl).toMatch(/^postgres/);
    else expect(handle.databaseUrl).toBeUndefined();
  });
});
