import { Message } from "../components/Message.tsx";
import { SetupChecklist } from "../components/SetupChecklist.tsx";
import { Spinner } from "../components/Spinner.tsx";
import { useOnboardingStatus } from "../onboarding/use-onboarding-status.ts";
import { QueueView } from "../queue/QueueView.tsx";

export function DashboardPage() {
  const status = useOnboardingStatus();

  if (status.isPending) return <Spinner label="Checking your setup…" />;
  if (status.isError) return <Message tone="error">Failed to load onboarding status</Message>;

  const complete = status.data.isOnboardingComplete;
  return (
    <section className="dashboard">
      <h1>Your queue</h1>
      <SetupChecklist status={status.data} />
      <QueueView setupComplete={complete} outputFormat={status.data.details.outputFormat} />
    </section>
  );
}
