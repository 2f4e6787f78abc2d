/**
 * The values a new museum's dropdowns start with: common collection terms a registrar can use
 * on day one and rename or delete later. Each type's set is stored in one transaction, so it
 * stays small (see the unit test).
 */
export const STARTER_VALUES: Readonly<Record<string, readonly string[]>> = {
  classification: ['Painting', 'Sculpture', 'Textile', 'Manuscript', 'Ceramics', 'Metalwork', 'Photograph'],
  material: ['Wood', 'Stone', 'Metal', 'Paper', 'Glass', 'Textile', 'Clay', 'Ivory', 'Leather', 'Bone'],
  technique: ['Carved', 'Cast', 'Woven', 'Painted', 'Printed', 'Forged', 'Glazed', 'Engraved', 'Embroidered'],
  region: ['Middle East', 'North Africa', 'Europe', 'South Asia', 'East Asia', 'Sub-Saharan Africa', 'Americas', 'Oceania'],
  location: ['Main Building', 'Storage', 'Conservation Laboratory', 'On Loan'],
  locationArea: ['Gallery 1', 'Gallery 2', 'Store Room A', 'Store Room B'],
  displayArea: ['Permanent Exhibition', 'Temporary Exhibition', 'Entrance Hall'],
  availabilityPurpose: ['On loan', 'Under conservation', 'Under research', 'In transit'],
  condition: ['Excellent', 'Good', 'Fair', 'Poor'],
  examinationTechnique: ['Visual inspection', 'Ultraviolet light', 'X-ray', 'Microscopy', 'Infrared reflectography'],
  locationOfExamination: ['Conservation Laboratory', 'Storage', 'Gallery', 'On site'],
  treatmentCategory: ['Cleaning', 'Consolidation', 'Restoration', 'Preventive conservation'],
  treatmentPurpose: ['Exhibition', 'Loan', 'Stabilisation', 'Research'],
  damageType: ['Crack', 'Stain', 'Corrosion', 'Tear', 'Insect damage', 'Fading', 'Loss'],
  treatmentDegree: ['Minor', 'Moderate', 'Major'],
  movementType: ['Internal', 'Loan out', 'Loan in', 'Return'],
  reasonForMovement: ['Exhibition', 'Conservation', 'Storage', 'Photography', 'Research'],
  displayType: ['Wall mounted', 'Showcase', 'Plinth', 'Free standing'],
  otherDimensions: ['Diameter', 'Depth', 'Thickness', 'Circumference'],
};

/** The starter condition values a museum counts as bad from day one (editable on the Dropdowns screen). */
export const STARTER_BAD_CONDITIONS: readonly string[] = ['Poor'];

/** Values of a child type, by the title of the parent value they belong to. */
export const STARTER_CHILD_VALUES: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  category: {
    Painting: ['Oil on canvas', 'Watercolour', 'Miniature'],
    Sculpture: ['Bronze', 'Marble'],
    Textile: ['Carpet', 'Costume'],
    Manuscript: ['Calligraphy', 'Map'],
    Ceramics: ['Pottery', 'Tile'],
    Metalwork: ['Weapon', 'Vessel'],
    Photograph: ['Print'],
  },
};
