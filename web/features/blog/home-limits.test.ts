import { expect, it } from "vitest";
import { HOME_OTHER_POSTS as CONTRACT_LIMIT } from "../../../contracts/blog";
import { HOME_OTHER_POSTS } from "./home-limits";

it("shows as many other posts on the home page as the contract says", () => {
  expect(HOME_OTHER_POSTS).toBe(CONTRACT_LIMIT);
});
