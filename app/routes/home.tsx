import { AnchorLink } from "~/components/layout/anchor-link";
import { getMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  getMeta({
    title: "Private Dental Clinic in Budapest | Save up to 70%",
    description:
      "Premium implants, crowns and veneers in Budapest at up to 70% less than UK prices, with a 3-year warranty and treatment in 3-5 days.",
    path: "/",
    siteUrl: (matches[0]?.data as { siteUrl?: string } | undefined)?.siteUrl,
  });

export default function Home() {
  return (
    <>
      <section className="bg-brand-800 pt-32 pb-20 text-white">
        <div className="container-page">
          <h1 className="text-5xl font-semibold text-white">Exceptional Dental Care in Budapest</h1>
          <p className="mt-4 text-lg text-brand-100">Save up to 70% against UK prices.</p>
          <p className="mt-8">
            <AnchorLink href="/#contact" className="btn-primary">
              Book Consultation
            </AnchorLink>
          </p>
        </div>
      </section>
      <section id="about" className="section container-page" style={{ minHeight: 1200 }}>
        <h2 className="section-title">About</h2>
      </section>
      <section id="treatments" className="section container-page" style={{ minHeight: 1200 }}>
        <h2 className="section-title">Treatments</h2>
      </section>
      <section id="dental-tourism" className="section container-page" style={{ minHeight: 1200 }}>
        <h2 className="section-title">Dental tourism</h2>
      </section>
      <section id="contact" className="section container-page">
        <h2 className="section-title">Contact</h2>
      </section>
    </>
  );
}
