import { describe, expect, it } from "vitest";
import { buildTestConfig } from "../core/config";
import { warnWhenFilesAreNotShared } from "./create-store";

const collect = () => {
  const warnings: string[] = [];
  return { warnings, log: { warn: (message: string) => void warnings.push(message) } };
};

describe("the file store at start", () => {
  it("warns when an external database (several instances) meets files on this machine's disk", () => {
    const { warnings, log } = collect();
    const config = buildTestConfig({ DATABASE_URL: "postgres://app@db.internal:5432/app", DATA_DIR: "/srv/data" });
    warnWhenFilesAreNotShared(config, log);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("/srv/data/uploads");
    expect(warnings[0]).toContain("/srv/data/chat-attachments");
    expect(warnings[0]).toContain("S3_BUCKET");
  });

  it("stays quiet with a bucket, or with the embedded database (one instance)", () => {
    const { warnings, log } = collect();
    warnWhenFilesAreNotShared(
      buildTestConfig({ DATABASE_URL: "postgres://app@db.internal:5432/app", S3_BUCKET: "platform-files" }),
      log,
    );
    warnWhenFilesAreNotShared(buildTestConfig({ DATABASE_URL: "" }), log);
    expect(warnings).toEqual([]);
  });
});
