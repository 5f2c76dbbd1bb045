// Placeholder: replaced by the admin area.
export default function AdminApp() {
  return <main>Admin</main>;
}
