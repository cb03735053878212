import { describe, expect, it } from "vitest";
import { stubFetch } from "../test/fetch-mock";
import { ApiError, apiFetch, apiFetchBlob } from "./api";

const fetchMock = stubFetch();

function sentHeaders(): Headers {
  return new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
}

describe("apiFetch", () => {
  it("sends JSON with the bearer token and extra headers merged over the defaults", async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    await expect(
      apiFetch("/api/x", {
        method: "POST",
        body: { a: 1 },
        accessToken: "t",
        headers: { "x-extra": "1", accept: "text/plain" },
      }),
    ).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"a":1}');
    expect(sentHeaders().get("content-type")).toBe("application/json");
    expect(sentHeaders().get("authorization")).toBe("Bearer t");
    expect(sentHeaders().get("x-extra")).toBe("1");
    expect(sentHeaders().get("accept")).toBe("text/plain");
  });

  it("sends a FormData as is, leaving the multipart content type to the browser", async () => {
    fetchMock.mockResolvedValue(Response.json({ url: "/u/1.png" }));
    const form = new FormData();
    form.append("file", new Blob(["x"]), "x.png");
    await apiFetch("/api/upload", { method: "POST", body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders().has("content-type")).toBe(false);
  });

  it("turns an error answer into an ApiError with its code, message and details", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: { code: "conflict", message: "Slug taken", details: { field: "slug" } } },
        { status: 409 },
      ),
    );
    const error = await apiFetch("/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: "conflict",
      message: "Slug taken",
      details: { field: "slug" },
    });
  });

  it("reports a failed connection as the network code", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiFetch("/api/x")).rejects.toMatchObject({ status: 0, code: "network" });
  });
});

describe("apiFetchBlob", () => {
  it("returns the file and asks for its type", async () => {
    fetchMock.mockResolvedValue(new Response("email\na@example.com\n", { headers: { "content-type": "text/csv" } }));
    const blob = await apiFetchBlob("/api/export.csv", { accept: "text/csv", accessToken: "t" });
    expect(await blob.text()).toBe("email\na@example.com\n");
    expect(sentHeaders().get("accept")).toBe("text/csv");
  });

  it("reads the error code of a refused export", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ error: { code: "forbidden", message: "Admins only" } }, { status: 403 }),
    );
    await expect(apiFetchBlob("/api/export.csv", { accept: "text/csv" })).rejects.toMatchObject({
      status: 403,
      code: "forbidden",
    });
  });
});
