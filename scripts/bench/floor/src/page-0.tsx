export default function Page0() {
  return <p>Seite 0</p>;
}
