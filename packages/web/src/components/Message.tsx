import type { ReactNode } from "react";

/** Red for errors, green for success, blue for hints, yellow for warnings (spec §2). */
export function Message({
  tone,
  children,
}: {
  tone: "error" | "success" | "info" | "warning";
  children: ReactNode;
}) {
  return (
    <div className={`message message--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
