import type { Treatment } from "../types";

export default {
  slug: "dental-filling",
  group: "dental-hygiene",
  title: "Tooth-Coloured Dental Fillings",
  metaTitle: "Aesthetic Tooth-Coloured Fillings in Budapest",
  metaDescription:
    "Aesthetic composite fillings that match your natural teeth: how decay is treated under local anaesthesia, what the visit involves and caring for your filling.",
  hero: {
    eyebrow: "Dental Hygiene",
    lead: "A filling stops decay in its tracks and restores the shape of your tooth. We use aesthetic, tooth-coloured composite that blends in with your smile, and treatment under local anaesthesia is pain-free.",
  },
  priceGroup: "conservative-dentistry",
  schemaType: "MedicalProcedure",
  sections: [
    {
      type: "benefits",
      items: [
        {
          icon: "smile",
          title: "Matches your teeth",
          text: "Composite is shaded to your natural tooth colour, so the filling is barely noticeable.",
        },
        {
          icon: "shield",
          title: "Saves more of your tooth",
          text: "Composite bonds to the tooth, so usually only the decayed part needs to be removed.",
        },
        {
          icon: "syringe",
          title: "Pain-free treatment",
          text: "The tooth is numbed with local anaesthesia, so you should feel pressure, not pain.",
        },
        {
          icon: "clock",
          title: "Usually one visit",
          text: "Most fillings are completed in a single appointment and set hard before you leave.",
        },
      ],
    },
    {
      type: "text",
      heading: "When do you need a filling?",
      paragraphs: [
        "Tooth decay begins when acids made by plaque bacteria soften the enamel. At first this may show only as a chalky or brown spot, but once a cavity forms the tooth cannot repair itself, and the decay will keep spreading towards the nerve if it is left untreated.",
        "A filling removes the decay and seals the tooth again. Treating a cavity early usually means a smaller filling and a stronger tooth, and it can prevent the need for root canal treatment or a crown later on. Small cavities often cause no symptoms at all, which is why check-ups at least every six months matter. The signs below are always worth having checked.",
      ],
      bullets: [
        "Sensitivity to sweet, hot or cold food and drink",
        "A hole, dark spot or rough edge you can feel with your tongue",
        "Food regularly getting caught in the same place",
        "A broken, cracked or worn old filling",
        "Pain when biting, which should always be checked by a dentist",
      ],
    },
    {
      type: "text",
      heading: "Aesthetic composite fillings",
      paragraphs: [
        "Composite is a tooth-coloured material made of a resin with fine glass or ceramic particles. It is placed in thin layers and hardened with a special blue light, then shaped and polished so it looks and feels like part of your tooth.",
        "Because composite bonds directly to enamel and dentine, it supports the remaining tooth structure and usually requires less drilling than older filling materials. It is suitable for both front and back teeth in most cases.",
        "Many patients also ask us to replace old dark amalgam fillings with composite for a more natural look. Your dentist will check each old filling and advise whether replacing it is sensible for you.",
      ],
    },
    {
      type: "steps",
      heading: "How a filling is placed",
      steps: [
        {
          title: "Examination and X-ray",
          text: "Your dentist examines the tooth and, where needed, takes an X-ray to see how deep the decay goes.",
        },
        {
          title: "Local anaesthesia",
          text: "A numbing gel is applied first, then the tooth is anaesthetised so the treatment is pain-free.",
        },
        {
          title: "Removing the decay",
          text: "All the decayed and weakened tooth tissue is carefully removed, keeping as much healthy tooth as possible.",
        },
        {
          title: "Layering the composite",
          text: "The tooth is prepared for bonding and the composite is placed in thin layers, each one hardened with a curing light.",
        },
        {
          title: "Shaping and checking your bite",
          text: "The filling is shaped and polished, and your bite is checked so the tooth feels comfortable and natural when you close.",
        },
      ],
    },
    {
      type: "text",
      heading: "When a filling is not enough",
      paragraphs: [
        "If a large part of the tooth has been lost, a filling may not be strong enough to last. In that case your dentist may recommend a dental inlay or a crown, which are made to measure in our in-house laboratory and protect the tooth more fully.",
        "If decay has reached the nerve, the tooth may need root canal treatment before it can be restored. Your dentist will always explain the options and the reasons for the recommendation before any treatment begins.",
      ],
    },
    {
      type: "doAvoid",
      heading: "Caring for your new filling",
      intro:
        "A composite filling is fully set before you leave the chair, but your mouth will stay numb for a while.",
      do: [
        "Wait until the numbness has worn off before eating, so you do not bite your cheek, lip or tongue",
        "Brush twice a day with fluoride toothpaste and clean between your teeth daily",
        "Contact the clinic if your bite feels high or uneven once the numbness has gone",
        "Keep up your check-ups at least every six months so fillings can be monitored",
      ],
      avoid: [
        "Hot drinks while your mouth is still numb",
        "Biting on very hard objects such as ice, pen tops or nut shells",
        "Frequent sugary snacks and drinks, which cause new decay around fillings",
        "Ignoring sensitivity or pain that lasts more than a few days",
      ],
    },
    {
      type: "faq",
      heading: "Fillings: common questions",
      items: [
        {
          question: "Will my tooth be sensitive afterwards?",
          answer:
            "Some mild sensitivity to cold or pressure is common for a short time, especially after a deeper filling, and usually settles by itself. If it gets worse, lasts more than a few days or the tooth aches, please contact the clinic.",
        },
        {
          question: "Can I eat straight after a composite filling?",
          answer:
            "The composite is hardened with a curing light during the appointment, so the filling itself is ready straight away. We simply recommend waiting until the anaesthetic has worn off.",
        },
        {
          question: "How long does a composite filling last?",
          answer:
            "This depends on the size and position of the filling, your bite, grinding habits and how well you look after your teeth. Regular check-ups allow your dentist to spot wear early and repair or replace a filling before problems develop.",
        },
      ],
    },
  ],
  closing: {
    heading: "Have a tooth checked",
    text: "If a tooth is sensitive, a filling has broken or you simply want old fillings assessed, get in touch. We will examine your teeth and explain your options clearly before any treatment.",
  },
} satisfies Treatment;
