import { useAuth } from "../auth/AuthProvider.tsx";

export function DashboardPage() {
  const auth = useAuth();
  return (
    <section className="dashboard">
      <h1>Your queue</h1>
      <p className="muted">Signed in as {auth.user?.email}.</p>
    </section>
  );
}
