// Placeholder: replaced by the admin area.
export default function LoginPage() {
  return <main>Login</main>;
}
