export default function Page1() {
  return <p>Seite 1</p>;
}
