import type { Language } from '@dating/domain';

/** Common first names per language of the demo members: plausible, and not meant to be anyone. */
export const DEMO_FIRST_NAMES: Readonly<Record<Language, { readonly female: readonly string[]; readonly male: readonly string[] }>> = {
  en: {
    female: ['Emma', 'Olivia', 'Sophie', 'Chloe', 'Grace', 'Lucy', 'Hannah', 'Amelia', 'Ella', 'Niamh', 'Aoife', 'Charlotte', 'Jessica', 'Megan'],
    male: ['James', 'Oliver', 'Harry', 'Jack', 'Thomas', 'George', 'Liam', 'Conor', 'Daniel', 'Samuel', 'Ryan', 'Callum', 'Sean', 'Matthew'],
  },
  nl: {
    female: ['Emma', 'Julia', 'Sanne', 'Lotte', 'Fleur', 'Anouk', 'Femke', 'Lisa', 'Eva', 'Noor', 'Sophie', 'Marloes', 'Ilse', 'Tess'],
    male: ['Daan', 'Sem', 'Lucas', 'Thijs', 'Bram', 'Jesse', 'Ruben', 'Niels', 'Stijn', 'Joost', 'Pieter', 'Wout', 'Lars', 'Jeroen'],
  },
  fr: {
    female: ['Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Julie', 'Sarah', 'Louise', 'Élise', 'Margaux', 'Pauline', 'Claire', 'Amélie', 'Lucie'],
    male: ['Lucas', 'Hugo', 'Louis', 'Théo', 'Nathan', 'Antoine', 'Julien', 'Maxime', 'Nicolas', 'Thomas', 'Baptiste', 'Mathieu', 'Romain', 'Olivier'],
  },
  de: {
    female: ['Anna', 'Lena', 'Laura', 'Julia', 'Sarah', 'Lea', 'Hannah', 'Katharina', 'Sophie', 'Miriam', 'Johanna', 'Franziska', 'Nina', 'Sabine'],
    male: ['Lukas', 'Jonas', 'Leon', 'Felix', 'Maximilian', 'Paul', 'Tobias', 'Florian', 'Stefan', 'Matthias', 'Jan', 'Niklas', 'Andreas', 'Markus'],
  },
  da: {
    female: ['Freja', 'Ida', 'Emma', 'Sofie', 'Mathilde', 'Caroline', 'Maja', 'Laura', 'Signe', 'Mette', 'Astrid', 'Line', 'Louise', 'Karen'],
    male: ['William', 'Noah', 'Oscar', 'Magnus', 'Frederik', 'Rasmus', 'Mads', 'Mikkel', 'Anders', 'Søren', 'Emil', 'Kasper', 'Jens', 'Christian'],
  },
  fi: {
    female: ['Aino', 'Emilia', 'Venla', 'Sofia', 'Helmi', 'Aada', 'Laura', 'Sanna', 'Johanna', 'Tiina', 'Noora', 'Elina', 'Riikka', 'Kaisa'],
    male: ['Eino', 'Väinö', 'Leo', 'Onni', 'Juho', 'Mikko', 'Antti', 'Jussi', 'Ville', 'Matti', 'Lauri', 'Teemu', 'Janne', 'Sami'],
  },
  it: {
    female: ['Giulia', 'Sofia', 'Aurora', 'Chiara', 'Francesca', 'Martina', 'Alessia', 'Elena', 'Federica', 'Valentina', 'Sara', 'Giorgia', 'Silvia', 'Paola'],
    male: ['Francesco', 'Alessandro', 'Lorenzo', 'Matteo', 'Andrea', 'Marco', 'Luca', 'Giuseppe', 'Davide', 'Simone', 'Riccardo', 'Stefano', 'Paolo', 'Giovanni'],
  },
  es: {
    female: ['Lucía', 'María', 'Paula', 'Carmen', 'Laura', 'Marta', 'Elena', 'Sara', 'Alba', 'Irene', 'Cristina', 'Nuria', 'Andrea', 'Rocío'],
    male: ['Hugo', 'Pablo', 'Alejandro', 'Daniel', 'Javier', 'Sergio', 'Carlos', 'David', 'Álvaro', 'Jorge', 'Miguel', 'Diego', 'Iván', 'Raúl'],
  },
  nb: {
    female: ['Nora', 'Emma', 'Ingrid', 'Sofie', 'Thea', 'Ida', 'Maja', 'Silje', 'Kari', 'Hanne', 'Marte', 'Ragnhild', 'Tuva', 'Synnøve'],
    male: ['Jakob', 'Emil', 'Filip', 'Henrik', 'Sander', 'Magnus', 'Ola', 'Kristian', 'Eirik', 'Håkon', 'Sindre', 'Torbjørn', 'Aksel', 'Vegard'],
  },
  pl: {
    female: ['Zuzanna', 'Julia', 'Maja', 'Zofia', 'Hanna', 'Aleksandra', 'Natalia', 'Katarzyna', 'Agnieszka', 'Magdalena', 'Joanna', 'Monika', 'Ewa', 'Karolina'],
    male: ['Jakub', 'Antoni', 'Szymon', 'Jan', 'Filip', 'Kacper', 'Mateusz', 'Piotr', 'Tomasz', 'Krzysztof', 'Paweł', 'Michał', 'Marcin', 'Łukasz'],
  },
  sv: {
    female: ['Alice', 'Maja', 'Elsa', 'Astrid', 'Wilma', 'Ebba', 'Linnea', 'Saga', 'Klara', 'Johanna', 'Ingrid', 'Karin', 'Sara', 'Frida'],
    male: ['William', 'Liam', 'Hugo', 'Elias', 'Oskar', 'Axel', 'Erik', 'Anton', 'Viktor', 'Johan', 'Gustav', 'Fredrik', 'Nils', 'Olle'],
  },
};
