import type { OutputFormat } from "@folio/contracts";
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { useAuth } from "../auth/AuthProvider.tsx";
import { Message } from "../components/Message.tsx";
import { Spinner } from "../components/Spinner.tsx";
import { fieldProblem } from "../field-problem.ts";
import { useOnboardingStatus } from "../onboarding/use-onboarding-status.ts";
import { trpc } from "../trpc.ts";
import { AccessLimitedPanel, type GmailAccessTest } from "./settings/AccessLimitedPanel.tsx";
import { ApiKeysSection } from "./settings/ApiKeysSection.tsx";
import { CreateLabelModal } from "./settings/CreateLabelModal.tsx";
import { DeleteAccountSection } from "./settings/DeleteAccountSection.tsx";
import { DestinationEmailForm } from "./settings/DestinationEmailForm.tsx";
import { FormatSelect } from "./settings/FormatSelect.tsx";
import { GmailConnectionBlock } from "./settings/GmailConnectionBlock.tsx";
import { consumeGmailConnectedMarker } from "./settings/gmail-connection.ts";
import { LabelSelect } from "./settings/LabelSelect.tsx";
import { FormatExplainer, LabelsGuide } from "./settings/LabelsGuide.tsx";
import { OnboardingWizard } from "./settings/OnboardingWizard.tsx";
import { SavedSettingsPanel } from "./settings/SavedSettingsPanel.tsx";
import { useLabelCreation } from "./settings/use-label-creation.ts";

type Flash = { tone: "success" | "error"; text: string } | null;

export function SettingsPage() {
  const auth = useAuth();
  if (!auth.user) {
    return (
      <section className="settings">
        <Message tone="error">No user found. Please sign in again.</Message>
        <button type="button" className="button" onClick={auth.retry}>
          Retry
        </button>
      </section>
    );
  }
  return <SignedInSettings email={auth.user.email} />;
}

function SignedInSettings({ email }: { email: string }) {
  const auth = useAuth();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const [flash, setFlash] = useState<Flash>(null);
  const [accessTest, setAccessTest] = useState<GmailAccessTest | null>(null);
  const [wizardOpen, setWizardOpen] = useState<boolean | null>(null);
  const status = useOnboardingStatus();
  const preferences = trpc.preferences.get.useQuery();
  const connected = Boolean(status.data?.details.hasGmail && status.data.details.tokenValid);
  const labels = trpc.labels.list.useQuery(undefined, { enabled: connected && wizardOpen === false });
  const update = trpc.preferences.update.useMutation({
    onSuccess: () => {
      setFlash({ tone: "success", text: "Settings updated!" });
      void utils.preferences.get.invalidate();
      void utils.onboarding.status.invalidate();
    },
    onError: () => setFlash({ tone: "error", text: "Failed to update preferences" }),
  });
  const testAccess = trpc.gmail.testAccess.useMutation();
  const labelCreation = useLabelCreation({
    onCreated: (purpose, id) =>
      update.mutate(purpose === "Read Later" ? { readLaterLabelId: id } : { processedLabelId: id }),
    onMessage: setFlash,
  });

  // The wizard shows when there is no preferences record, and stays until its Finish button.
  useEffect(() => {
    if (wizardOpen === null && preferences.isSuccess) setWizardOpen(preferences.data === null);
  }, [wizardOpen, preferences.isSuccess, preferences.data]);

  // Back from Connect Gmail: check what Google granted, then refresh the status after 1 s.
  useEffect(() => {
    if (!consumeGmailConnectedMarker()) return;
    testAccess.mutate(undefined, {
      onSuccess: setAccessTest,
      onError: () => setFlash({ tone: "error", text: "Failed to check Gmail connection" }),
    });
    const timer = setTimeout(() => void utils.onboarding.status.invalidate(), 1000);
    return () => clearTimeout(timer);
  }, [testAccess.mutate, utils]);

  async function signOut(scope: "local" | "global") {
    const message = await auth.signOut(scope);
    if (message) setFlash({ tone: "error", text: message });
    else navigate("/login");
  }

  if (status.isPending || preferences.isPending || wizardOpen === null)
    return <Spinner label="Loading your settings…" />;
  if (status.isError) return <Message tone="error">Failed to load onboarding status</Message>;
  if (preferences.isError) return <Message tone="error">Failed to load data</Message>;

  const details = status.data.details;
  const prefs = preferences.data;
  return (
    <section className="settings">
      <h1>Settings</h1>
      {flash && <Message tone={flash.tone}>{flash.text}</Message>}
      {accessTest && <AccessLimitedPanel result={accessTest} />}

      <section className="card settings-block" aria-labelledby="account-title">
        <h2 id="account-title">Account</h2>
        <p>
          Signed in as <strong>{email}</strong>
        </p>
        <div className="button-row">
          <Link href="/forgot-password" className="button button--secondary">
            Reset Password
          </Link>
          <button type="button" className="button button--secondary" onClick={() => signOut("local")}>
            Sign Out
          </button>
          <button type="button" className="button button--secondary" onClick={() => signOut("global")}>
            Sign out everywhere
          </button>
        </div>
      </section>

      {wizardOpen ? (
        <OnboardingWizard status={status.data} onFinish={() => setWizardOpen(false)} />
      ) : (
        <>
          <GmailConnectionBlock status={status.data} onMessage={setFlash} />
          {!details.hasGmail ? (
            <Message tone="info">Please connect your Gmail account to continue.</Message>
          ) : (
            <>
              {!details.hasLabels && <LabelsGuide />}
              {details.hasLabels && !details.hasFormat && <FormatExplainer />}
              <section className="card settings-block" aria-labelledby="digest-settings-title">
                <h2 id="digest-settings-title">Digest settings</h2>
                {labels.isError && <Message tone="error">Failed to load Gmail labels</Message>}
                <div className="settings-grid">
                  <LabelSelect
                    label="Read Later Label"
                    value={prefs?.readLaterLabelId ?? null}
                    labels={labels.data ?? []}
                    disabled={!connected || labels.isPending}
                    onChange={(id) => update.mutate({ readLaterLabelId: id })}
                    onAddNew={() => labelCreation.open("Read Later")}
                  />
                  <LabelSelect
                    label="Processed Label"
                    value={prefs?.processedLabelId ?? null}
                    labels={labels.data ?? []}
                    disabled={!connected || labels.isPending}
                    onChange={(id) => update.mutate({ processedLabelId: id })}
                    onAddNew={() => labelCreation.open("Processed")}
                  />
                  <FormatSelect
                    value={(prefs?.outputFormat as OutputFormat | null) ?? null}
                    onChange={(outputFormat) => update.mutate({ outputFormat })}
                  />
                </div>
                <DestinationEmailForm
                  saved={prefs?.destinationEmail ?? null}
                  busy={update.isPending}
                  error={fieldProblem(update.error, "destinationEmail")}
                  onSave={(destinationEmail) => update.mutate({ destinationEmail })}
                />
              </section>
              <SavedSettingsPanel status={status.data} onRefresh={() => void status.refetch()} />
            </>
          )}
        </>
      )}

      <ApiKeysSection />
      <DeleteAccountSection email={email} />
      {labelCreation.purpose && (
        <CreateLabelModal
          purpose={labelCreation.purpose}
          busy={labelCreation.busy}
          error={labelCreation.error}
          nameError={labelCreation.nameError}
          onCreate={labelCreation.createLabel}
          onCancel={labelCreation.close}
        />
      )}
    </section>
  );
}
