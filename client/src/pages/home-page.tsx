// Placeholder: replaced by the public site.
export default function HomePage() {
  return <main>Home</main>;
}
