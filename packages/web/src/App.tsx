import { Route, Switch } from "wouter";
import { Layout } from "./components/Layout.tsx";
import { LandingPage } from "./pages/LandingPage.tsx";
import { NotFoundPage } from "./pages/NotFoundPage.tsx";
import { OutboxPage } from "./pages/OutboxPage.tsx";
import { PrivacyPage } from "./pages/PrivacyPage.tsx";

export function App() {
  return (
    <Layout>
      <Switch>
        <Route path="/" component={LandingPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/dev/outbox" component={OutboxPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Layout>
  );
}
