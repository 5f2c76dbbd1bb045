// Placeholder: replaced by the admin area.
export default function SetupAdminPage() {
  return <main>Setup</main>;
}
