/** Brazilian names and words the seeds draw from. */

/** Common Brazilian first names (women). */
export const FEMALE_FIRST_NAMES = [
  'Maria', 'Ana', 'Juliana', 'Fernanda', 'Patrícia', 'Aline', 'Camila', 'Amanda', 'Bruna', 'Letícia', 'Larissa',
  'Beatriz', 'Gabriela', 'Mariana', 'Jéssica', 'Vanessa', 'Luana', 'Natália', 'Carolina', 'Isabela', 'Sofia',
  'Helena', 'Alice', 'Laura', 'Manuela', 'Valentina', 'Lívia', 'Giovanna', 'Clara', 'Cecília', 'Luíza', 'Rafaela',
  'Débora', 'Priscila', 'Tatiane', 'Renata', 'Simone', 'Cláudia', 'Márcia', 'Sandra', 'Adriana', 'Daniela', 'Raquel',
  'Viviane', 'Érica', 'Flávia', 'Mônica', 'Tânia', 'Lúcia', 'Vitória', 'Yasmin', 'Thaís', 'Kelly', 'Joana',
] as const;

/** Common Brazilian first names (men). */
export const MALE_FIRST_NAMES = [
  'João', 'José', 'Antônio', 'Luís', 'Vinícius', 'Otávio', 'Caio', 'Lucas', 'Gabriel', 'Matheus', 'Rafael', 'Felipe',
  'Gustavo', 'Bruno', 'Thiago', 'Diego', 'Rodrigo', 'Leonardo', 'Eduardo', 'Marcelo', 'André', 'Fábio', 'Márcio',
  'Sérgio', 'Renato', 'Daniel', 'Pedro', 'Paulo', 'Carlos', 'Henrique', 'Igor', 'Murilo', 'Enzo', 'Heitor', 'Davi',
  'Arthur', 'Bernardo', 'Samuel', 'Guilherme', 'Vitor', 'Fernando', 'Ricardo', 'Alexandre', 'Roberto', 'Wesley',
  'Jefferson', 'Cauã', 'Emanuel', 'Júlio', 'Nícolas', 'Raimundo', 'Francisco', 'Benedito', 'Everton',
] as const;

/** Common Brazilian surnames. */
export const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa',
  'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias',
  'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos',
  'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Correia', 'Cavalcanti', 'Monteiro', 'Moura', 'Pinto', 'Batista',
  'Campos', 'Castro', 'Azevedo', 'Brandão', 'Conceição', 'Assunção', 'Magalhães', 'Guimarães', 'Peixoto', 'Sampaio',
  'Falcão', 'Simões', 'Queiroz', 'Aragão', 'Leão', 'Melo', 'Siqueira', 'Bezerra', 'Nogueira', 'Tavares', 'Xavier',
] as const;

/** The particle that goes before some surnames ("Maria da Silva", "João dos Santos"). */
export const NAME_PARTICLES: Readonly<Record<string, string>> = {
  Silva: 'da', Costa: 'da', Rocha: 'da', Conceição: 'da', Assunção: 'da', Santos: 'dos', Souza: 'de', Oliveira: 'de',
  Almeida: 'de', Andrade: 'de', Araújo: 'de', Carvalho: 'de', Freitas: 'de', Lima: 'de', Melo: 'de', Moura: 'de',
  Queiroz: 'de', Azevedo: 'de', Castro: 'de', Magalhães: 'de', Siqueira: 'de',
};

/** E-mail providers common in Brazil, with a weight for how often each appears. */
export const EMAIL_DOMAINS: ReadonlyArray<readonly [string, number]> = [
  ['gmail.com', 55], ['hotmail.com', 16], ['outlook.com', 9], ['yahoo.com.br', 6], ['icloud.com', 4],
  ['uol.com.br', 4], ['bol.com.br', 3], ['terra.com.br', 2], ['live.com', 1],
];

/** Street names found in most Brazilian cities. */
export const STREETS = [
  'Rua das Flores', 'Avenida Brasil', 'Rua XV de Novembro', 'Rua Sete de Setembro', 'Avenida Getúlio Vargas',
  'Rua Barão do Rio Branco', 'Rua Tiradentes', 'Avenida Presidente Vargas', 'Rua Dom Pedro II', 'Rua Marechal Deodoro',
  'Rua São Paulo', 'Rua Santos Dumont', 'Rua Rui Barbosa', 'Rua José de Alencar', 'Rua Castro Alves',
  'Avenida Independência', 'Rua Duque de Caxias', 'Rua Floriano Peixoto', 'Rua Benjamin Constant', 'Rua das Palmeiras',
  'Rua Ipiranga', 'Avenida João Pessoa', 'Rua Monteiro Lobato', 'Rua Carlos Gomes', 'Rua Machado de Assis',
  'Avenida das Nações', 'Rua Padre Anchieta', 'Rua Princesa Isabel', 'Travessa São José', 'Alameda dos Ipês',
  'Rua Bahia', 'Rua Pernambuco', 'Avenida Amazonas', 'Rua Goiás', 'Rua Minas Gerais', 'Rua Paraná',
  'Avenida Afonso Pena', 'Rua Voluntários da Pátria', 'Rua Visconde de Mauá', 'Rua Conselheiro Lafaiete',
] as const;

/** Neighbourhood names used where a city has no list of its own. */
export const COMMON_NEIGHBOURHOODS = [
  'Centro', 'Jardim América', 'Vila Nova', 'Santa Mônica', 'São José', 'Jardim Europa', 'Boa Vista', 'Planalto',
  'Cidade Nova', 'Santa Rosa', 'Jardim Primavera', 'Vila Operária', 'Nossa Senhora Aparecida', 'Parque das Árvores',
] as const;

/** Address complements, with an empty one being the most common. */
export const COMPLEMENTS: ReadonlyArray<readonly [string, number]> = [
  ['', 50], ['Apto 12', 4], ['Apto 21', 4], ['Apto 32', 4], ['Apto 101', 4], ['Apto 304', 4], ['Apto 1202', 3],
  ['Bloco B, Apto 21', 3], ['Bloco A, Apto 104', 3], ['Casa 2', 5], ['Casa 3', 3], ['Fundos', 5], ['Sala 5', 2],
  ['Sobrado', 3], ['Térreo', 3],
];
