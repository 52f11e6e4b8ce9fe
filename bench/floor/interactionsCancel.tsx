/** The interaction floor's lazy route: a page with a heading, like the product's cancel screen. */
export function CancelPage() {
  return (
    <main>
      <h2>Cancel subscription</h2>
      <p>Before you go, here is what you keep until the end of your billing period.</p>
    </main>
  );
}
