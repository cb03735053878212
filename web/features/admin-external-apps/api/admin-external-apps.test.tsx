import { vi } from "vitest";
import { describeDeleteErrors } from "../../../test/delete-error-cases";
import { useDeleteExternalApp } from "./admin-external-apps";

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock("../../../ui/toast", () => ({ toast }));

describeDeleteErrors("an external app", useDeleteExternalApp, toast.error);
