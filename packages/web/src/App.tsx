import { Route, Switch } from "wouter";
import { AuthProvider } from "./auth/AuthProvider.tsx";
import { RequireAuth } from "./auth/RequireAuth.tsx";
import { Layout } from "./components/Layout.tsx";
import { DashboardPage } from "./pages/DashboardPage.tsx";
import { ForgotPasswordPage } from "./pages/ForgotPasswordPage.tsx";
import { LandingPage } from "./pages/LandingPage.tsx";
import { LoginPage } from "./pages/LoginPage.tsx";
import { NotFoundPage } from "./pages/NotFoundPage.tsx";
import { OutboxPage } from "./pages/OutboxPage.tsx";
import { PrivacyPage } from "./pages/PrivacyPage.tsx";
import { ResetPasswordPage } from "./pages/ResetPasswordPage.tsx";
import { SettingsPage } from "./pages/SettingsPage.tsx";
import { SignupPage } from "./pages/SignupPage.tsx";

export function App() {
  return (
    <AuthProvider>
      <Layout>
        <Switch>
          <Route path="/" component={LandingPage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/signup" component={SignupPage} />
          <Route path="/forgot-password" component={ForgotPasswordPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/dev/outbox" component={OutboxPage} />
          <Route path="/dashboard">
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          </Route>
          <Route path="/settings">
            <RequireAuth>
              <SettingsPage />
            </RequireAuth>
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </Layout>
    </AuthProvider>
  );
}
