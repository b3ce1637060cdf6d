export default function Page2() {
  return <p>Seite 2</p>;
}
